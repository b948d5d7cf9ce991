import type { ComponentType, ReactNode } from 'react';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';
import type { LayoutName } from './layout-name';
import { MaintenanceLayout } from './maintenance-layout';
import { OrderPipeLayout } from './order-pipe-layout';

export type { LayoutName } from './layout-name';
export { BlankLayout } from './blank-layout';

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  blank: BlankLayout,
  maintenance: MaintenanceLayout,
  'order-pipe': OrderPipeLayout,
};
