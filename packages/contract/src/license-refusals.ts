// What licenses' rules refuse: deleting a license trainers hold or courses require. Each holder is named
// by its first five and counted in all.
import { defineRefusals } from './refusals.js';

/** The first few holders of one kind, and how many there are in all. */
interface Holders {
  total: number;
  names: string[];
}

const more = (h: Holders) => `${h.names.join(', ')}${h.total > h.names.length ? ', …' : ''}`;

const heldByTrainers = (h: Holders) =>
  `${h.total} trainer${h.total === 1 ? ' holds' : 's hold'} it (${more(h)}); take it off ${h.total === 1 ? 'their record' : 'their records'} or mark the license inactive instead`;

const requiredByCourses = (h: Holders) =>
  `${h.total} course${h.total === 1 ? ' requires' : 's require'} it (${more(h)}); choose another required license for ${h.total === 1 ? 'it' : 'them'} first`;

export const licenseRefusals = defineRefusals('licenses', {
  'in-use': {
    status: 409,
    /** `trainers` are trainers' names, `courses` course codes; null when none. */
    message: (p: { name: string; trainers: Holders | null; courses: Holders | null }) => {
      const held = [p.trainers && heldByTrainers(p.trainers), p.courses && requiredByCourses(p.courses)];
      return `The license ${p.name} cannot be deleted: ${held.filter(Boolean).join('; ')}.`;
    },
    example: {
      name: 'First aid instructor',
      trainers: { total: 7, names: ['Dana Lee', 'Ali Ren', 'Jo Park', 'Kim Alvarez', 'Sam Ito'] },
      courses: { total: 1, names: ['FA-101'] },
    },
  },
});
