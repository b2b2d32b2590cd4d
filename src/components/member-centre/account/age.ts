/**
 * Whole years between a birthday and a day, both YYYY-MM-DD in the member's
 * calendar: the birthday prompt (spec §5) asks the member to confirm the
 * brand's age, and a birthday that makes them younger is refused at once.
 * Someone born on 29 February comes of age on 1 March in common years.
 */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export const isOldEnough = (birthday: string, today: string, minimumAge: number): boolean => ageOn(birthday, today) >= minimumAge;
