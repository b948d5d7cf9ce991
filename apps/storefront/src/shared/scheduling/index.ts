export { lazyHydrated, whenDeferredPartsHydrated } from './deferred-hydration';
export { whenIdle } from './when-idle';
