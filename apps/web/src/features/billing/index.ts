/** The billing feature's public entry: the settings page's Plan tab and the profile's plan line. */
export { SubscriptionStatus } from './SubscriptionStatus';
export { UpgradePlanPage } from './UpgradePlanPage';
