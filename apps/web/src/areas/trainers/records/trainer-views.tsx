// The views a trainer-relations person opens every week, one click each: the filters of the list set
// for the question, in the address like any other filter (so they can be saved, shared and refined).
//   Expiring in 90 days: holds a license in grace or whose expiry falls in the next 90 days, the most
//   urgent first (a license in grace, its expiry passed, before one still to come).
//   F2F not met this year: this year's face-to-face requirement not met, and not exempt.
//   Without a valid license: trainers who hold no license valid today: none at all, every one past its
//   grace or ended, or one granted from a day still ahead (so not only the "qualified, not yet
//   licensed", as it was once named, but the lapsed too). The trainer's page grants or renews one.
// The view whose filters the address holds is marked as on, by more than colour: filled, and
// aria-current (the router's) for assistive technology.
import { Link } from '@tanstack/react-router';
import type { TrainerSearch } from '../search';

type View = { label: string; icon: string; search: Partial<TrainerSearch> };

export const trainerViews: View[] = [
  {
    label: 'Expiring in 90 days',
    icon: 'pi pi-clock',
    search: { expiresWithinDays: 90, sortBy: 'nextExpiresAt', sortDescending: false },
  },
  {
    label: 'F2F not met this year',
    icon: 'pi pi-users',
    search: { faceToFaceRequirementStatusCurrentYear: 'NotMet', faceToFaceRequirementStatusCurrentYearExempt: 'no' },
  },
  { label: 'Without a valid license', icon: 'pi pi-id-card', search: { withoutValidLicense: true } },
];

export function TrainerViews() {
  return (
    <nav className="trainer-views" aria-label="Saved views">
      {trainerViews.map((v) => (
        <Link
          key={v.label}
          to="/trainers"
          search={v.search as never}
          className="p-button p-button-sm"
          inactiveProps={{ className: 'p-button-outlined' }}
          activeOptions={{ includeSearch: true }}
        >
          <span className={`p-button-icon p-button-icon-left ${v.icon}`} aria-hidden="true" />
          <span className="p-button-label">{v.label}</span>
        </Link>
      ))}
    </nav>
  );
}
