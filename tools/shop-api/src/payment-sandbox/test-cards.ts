/**
 * The sandbox's test cards, the one list of them: the card page documents them and takes
 * their numbers, and each gives the bank's answer it stands for. A card that `challenge`s
 * asks for 3-D Secure: the customer must enter the one-time code before the bank accepts.
 */
export type TestCardBehaviour = 'accepted' | 'refused' | '3ds_failed' | 'challenge';

export interface TestCard {
  /** As printed on the card, in groups of four. */
  number: string;
  brand: 'Visa' | 'Mastercard';
  behaviour: TestCardBehaviour;
  /** What the card page says it does. */
  result: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4970 1000 0000 0000',
    brand: 'Visa',
    behaviour: 'accepted',
    result: 'Paiement accepté',
  },
  {
    number: '4970 1000 0000 0014',
    brand: 'Visa',
    behaviour: 'refused',
    result: 'Paiement refusé par la banque',
  },
  {
    number: '4970 1000 0000 0022',
    brand: 'Visa',
    behaviour: '3ds_failed',
    result: 'Échec de l’authentification 3-D Secure, sans code demandé',
  },
  {
    number: '4970 1000 0000 0030',
    brand: 'Visa',
    behaviour: 'challenge',
    result: 'Authentification 3-D Secure : code à usage unique demandé',
  },
  {
    number: '5970 1000 0000 0009',
    brand: 'Mastercard',
    behaviour: 'accepted',
    result: 'Paiement accepté (Mastercard)',
  },
  {
    number: '5970 1000 0000 0017',
    brand: 'Mastercard',
    behaviour: 'challenge',
    result: 'Authentification 3-D Secure : code à usage unique demandé (Mastercard)',
  },
];

/** The digits of a card number as typed, spaces and dashes left out. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]+/g, '');

/** The test card of a typed number, or null when the sandbox has none by that number. */
export function testCardOf(typed: string): TestCard | null {
  const digits = cardDigits(typed);
  return TEST_CARDS.find((card) => cardDigits(card.number) === digits) ?? null;
}
