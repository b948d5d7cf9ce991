import { useLingui } from '@lingui/react/macro';
import type { Schedule, WeekDay } from '@shop/api-client';
import { formatPeriod } from './format-place';

export interface OpeningHoursProps {
  schedules: readonly Schedule[];
  pharmacyName: string;
}

/** A pharmacy's week, Monday first, folded so the list stays short. */
export function OpeningHours({ schedules, pharmacyName }: OpeningHoursProps) {
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
        <span className="visually-hidden"> {t`de ${pharmacyName}`}</span>
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
