// The Courses area's door for the other areas: the online courses a picker offers (the Classes area's
// self-paced filters) and the categories a form offers (the class form), read as the course screens read them.
export { categoryOptions } from './categories.js';
export { onlineCourseOptions } from './online-course-options.js';
