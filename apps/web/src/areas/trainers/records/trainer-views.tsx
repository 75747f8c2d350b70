// The views a trainer-relations person opens every week, one click each: the filters of the list set
// for the question, in the address like any other filter (so they can be saved, shared and refined).
//   Expiring in 90 days: holds a license in grace or whose expiry falls in the next 90 days, the most
//   urgent first (a license in grace, its expiry passed, before one still to come).
//   F2F not met this year: this year's face-to-face requirement not met, and not exempt.
//   Qualified, not yet licensed: the product has no record of qualifications passed yet, so "qualified"
//   means someone staff made a trainer (they qualified) who holds no license valid today: none at all,
//   every one past its grace or ended, or one granted from a day still ahead. Active trainers only; the
//   trainer's page grants them a license.
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
  { label: 'Qualified, not yet licensed', icon: 'pi pi-id-card', search: { withoutValidLicense: true } },
];

export function TrainerViews() {
  return (
    <nav className="trainer-views" aria-label="Saved views">
      {trainerViews.map((v) => (
        <Link
          key={v.label}
          to="/trainers"
          search={v.search as never}
          className="p-button p-button-sm p-button-outlined"
          activeOptions={{ includeSearch: true }}
        >
          <span className={`p-button-icon p-button-icon-left ${v.icon}`} aria-hidden="true" />
          <span className="p-button-label">{v.label}</span>
        </Link>
      ))}
    </nav>
  );
}
