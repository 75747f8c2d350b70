-- Hand-written: audit entities are kebab-case nouns (platform/audit-vocabulary.ts), as the actions' verbs
-- are. The older ones were named after their tables; their stored events take the new names, so a
-- record's trail stays under one name (the History area reads only the new ones).
UPDATE "audit_event" SET "entity" = CASE "entity"
    WHEN 'course_category' THEN 'course-category'
    WHEN 'online_course' THEN 'online-course'
    WHEN 'market_assignment' THEN 'market-assignment'
    WHEN 'user_online_class' THEN 'user-online-class'
    WHEN 'class_registration' THEN 'class-registration'
  END
  WHERE "entity" IN ('course_category', 'online_course', 'market_assignment', 'user_online_class', 'class_registration');
