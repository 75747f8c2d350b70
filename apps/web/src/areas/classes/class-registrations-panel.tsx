// The class page's registrations, waiting list and students' passcodes (filled by the registrations work).
export function ClassRegistrationsPanel(_props: { classId: number }) {
  return null;
}
