import { COMMERCE_DOMAINS } from './commerce';
import { EDUCATION_DOMAINS } from './education';
import { MEDIA_DOMAINS } from './media';
import { SERVICE_DOMAINS } from './services';
import { SHARED_ENTITIES } from './shared';
import { TRAVEL_DOMAINS } from './travel';
import type { DomainSpec } from './types';
import { WORK_DOMAINS } from './work';

/** Every domain the offline generator knows, in the order ties are broken. */
export const DOMAINS: DomainSpec[] = [
  ...COMMERCE_DOMAINS,
  ...MEDIA_DOMAINS,
  ...EDUCATION_DOMAINS,
  ...SERVICE_DOMAINS,
  ...TRAVEL_DOMAINS,
  ...WORK_DOMAINS,
];

export { SHARED_ENTITIES };
export type { ColumnSpec, DomainSpec, EntitySpec, RefSpec } from './types';
