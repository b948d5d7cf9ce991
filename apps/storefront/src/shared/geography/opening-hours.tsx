import { useLingui } from '@lingui/react/macro';
import type { Schedule, WeekDay } from '@shop/api-client';
import { formatPeriod } from './format-place';
import './geography.css';

export interface OpeningHoursProps {
  schedules: readonly Schedule[];
  placeName: string;
}

/** A place's week (a pharmacy, a relay point), Monday first, folded so the list stays short. */
export function OpeningHours({ schedules, placeName }: OpeningHoursProps) {
  const { t } = useLingui();
  const dayNames: Record<WeekDay, string> = {
    monday: t`Lundi`,
    tuesday: t`Mardi`,
    wednesday: t`Mercredi`,
    thursday: t`Jeudi`,
    friday: t`Vendredi`,
    saturday: t`Samedi`,
    sunday: t`Dimanche`,
  };
  return (
    <details className="opening-hours">
      <summary>
        {t`Horaires d’ouverture`}
        <span className="visually-hidden"> {t`de ${placeName}`}</span>
      </summary>
      <dl className="opening-hours__week">
        {schedules.map((schedule) => (
          <div key={schedule.day} className="opening-hours__day">
            <dt>{dayNames[schedule.day]}</dt>
            <dd>
              {schedule.periods.length === 0
                ? t`Fermé`
                : schedule.periods.map(formatPeriod).join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
