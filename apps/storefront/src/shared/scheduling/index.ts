export { lazyHydrated, loadDeferredParts, whenDeferredPartsHydrated } from './deferred-hydration';
export { whenIdle } from './when-idle';
export { yieldToMain } from './yield-to-main';
