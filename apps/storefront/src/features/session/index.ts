// The session, whole (SPEC.md §4 Session): its cookie, its guards, how one starts (login,
// sign-up) and ends (logout, a session-ending error, the toast). Routes compose it; other
// features get what they need from it through their route (a login form, `onSession`).
export { DisconnectionToast } from './disconnection-toast';
export { guarded, onwardWhenLoggedIn, UnknownGuardError } from './guards';
export { resetSession, startSessionRules } from './session-rules';
export { drawSessionProfile } from './server-profile';
export { SessionSync } from './session-sync';
export { useLogout } from './use-logout';
export { useStartSession } from './use-start-session';
