// The Courses area's door for the other areas: the online courses a picker offers (the Classes area's
// self-paced filters), read as the course screens read them.
export { onlineCourseOptions } from './online-course-options.js';
