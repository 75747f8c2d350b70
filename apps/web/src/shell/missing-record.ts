// What Not found says for a record screen whose record does not exist ('/classes/courses/999/edit'):
// which record, and the list it belongs to, read from the route registry.
import { matchRoute } from '../lib/route-registry';

/** A record screen's address ('/classes/courses/999/edit'): what the record is, and its list if it has one. */
export interface MissingRecord {
  /** 'Course 999' */
  label: string;
  list: { path: string; title: string } | null;
}

export function missingRecordAt(pathname: string): MissingRecord | null {
  const entry = matchRoute(pathname);
  if (!entry?.path.includes('$')) return null;
  const pattern = entry.path.split('/');
  const actual = pathname.split('/');
  const index = pattern.findIndex((segment) => segment.startsWith('$'));
  const value = decoded(actual[index] ?? '');
  const noun = (entry.title ?? entry.name).replace(/^(Edit|View) /, '');
  const listPath = pattern.slice(0, index).join('/');
  const list = matchRoute(listPath);
  return {
    label: `${noun} ${value}`,
    list: list?.path === listPath && list.title ? { path: listPath, title: list.title } : null,
  };
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
