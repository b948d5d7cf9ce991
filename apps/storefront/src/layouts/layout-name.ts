/** The layouts of SPEC.md §2; a route names its own in `staticData.layout`. */
export type LayoutName = 'default' | 'blank' | 'maintenance' | 'order-pipe';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: LayoutName;
  }
}
