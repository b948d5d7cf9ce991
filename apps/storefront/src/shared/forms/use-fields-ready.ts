import { useHydrated } from '@tanstack/react-router';

/**
 * Whether a form's controls take input: not in a server-rendered page before it hydrates,
 * where what a visitor typed would be lost (React's state would not hold it) and a submit
 * would post the form to its own address. The fields are drawn disabled until then, also
 * for a visitor without JavaScript, to whom the page says that the shop needs it.
 */
export const useFieldsReady = (): boolean => useHydrated();
