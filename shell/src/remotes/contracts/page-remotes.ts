import type * as AdminSpa from 'mf_admin/spa';
import type * as GroupsSpa from 'mf_groups/spa';
import type * as MarketingSpa from 'mf_marketing/spa';
import type * as PortalSpa from 'mf_portal/spa';
import type { SpaModule } from './lifecycles';

/** The page remotes' './spa' modules, as the shell mounts them (lifecycles.ts). */
export type PageRemoteSpas = [SpaModule<typeof MarketingSpa>, SpaModule<typeof PortalSpa>, SpaModule<typeof GroupsSpa>, SpaModule<typeof AdminSpa>];
