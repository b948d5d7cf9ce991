export { DisconnectionToast } from './disconnection-toast';
export { guarded, onwardWhenLoggedIn, UnknownGuardError } from './guards';
export { resetSession, startSessionRules } from './session-rules';
export { drawSessionProfile } from './server-profile';
export { SessionSync } from './session-sync';
export { useLogout } from './use-logout';
