import { WEEK_DAYS, type Schedule, type WeekDay } from '@shop/api-client/contract';
import type { Random } from '../random';

type Periods = Schedule['periods'];

const period = (text: string): Periods =>
  text === ''
    ? []
    : text.split(',').map((range) => {
        const [from = '', to = ''] = range.split('-');
        return { from, to };
      });

/**
 * A week from a compact description: `{ 'monday-friday': '09:00-12:30,14:00-19:30' }`;
 * days not named are closed.
 */
function week(description: Record<string, string>): Schedule[] {
  const byDay = new Map<WeekDay, Periods>();
  for (const [days, hours] of Object.entries(description)) {
    const [first, last = first] = days.split('-') as [WeekDay, WeekDay?];
    const from = WEEK_DAYS.indexOf(first);
    const to = WEEK_DAYS.indexOf(last);
    if (from < 0 || to < from) throw new Error(`Bad days: ${days}`);
    for (const day of WEEK_DAYS.slice(from, to + 1)) byDay.set(day, period(hours));
  }
  return WEEK_DAYS.map((day) => ({ day, periods: byDay.get(day) ?? [] }));
}

const PHARMACY_WEEKS = [
  week({
    'monday-friday': '09:00-12:30,14:00-19:30',
    saturday: '09:00-12:30,14:00-19:00',
  }),
  week({ 'monday-saturday': '08:30-20:00' }),
  week({
    monday: '14:00-19:30',
    'tuesday-friday': '09:00-12:30,14:00-19:30',
    saturday: '09:00-12:30',
  }),
  week({
    'monday-friday': '08:30-19:30',
    saturday: '08:30-19:00',
    sunday: '09:00-13:00',
  }),
  week({
    'monday-friday': '09:00-12:15,14:15-19:15',
    saturday: '09:00-12:15',
  }),
];

/** A big town's pharmacy often opens late and on Sunday mornings. */
export function pharmacySchedules(random: Random, population: number): Schedule[] {
  if (population > 100_000 && random.next() < 0.3) return PHARMACY_WEEKS[3] as Schedule[];
  return random.pick(PHARMACY_WEEKS);
}

const TOBACCO_WEEK = week({ 'monday-saturday': '07:00-19:30', sunday: '08:00-12:30' });
const GROCERY_WEEK = week({
  'tuesday-saturday': '08:30-13:00,15:30-19:30',
  sunday: '09:00-12:30',
});
const SHOP_WEEK = week({ monday: '14:00-19:00', 'tuesday-saturday': '09:30-12:30,14:00-19:00' });

export function relaySchedules(shop: string): Schedule[] {
  if (shop === 'Tabac-Presse' || shop === 'Bar-Tabac' || shop === 'Maison de la Presse') {
    return TOBACCO_WEEK;
  }
  if (shop === 'Épicerie' || shop === 'Supérette') return GROCERY_WEEK;
  return SHOP_WEEK;
}
