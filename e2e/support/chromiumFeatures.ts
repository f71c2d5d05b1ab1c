/**
 * Chromium's `--disable-features` for the end-to-end suite.
 *
 * Headless Chromium (the full browser since Chromium 132) opens a hidden window for each browser
 * context, and each window preloads its omnibox popup, a WebUI page (chrome://omnibox-popup) in a
 * renderer process of its own. Nobody sees it in a test, but it cost about as much CPU as the app's
 * own first page: for twelve tests that sign up and open the dashboard, Chromium used 21.4 s of
 * CPU with it and 12.1 s without it (docs/testing.md, "Where the time goes"). Switching the popup's
 * features off changes no page; the app runs in the same browser.
 *
 * Chromium reads only the last `--disable-features` switch, so this one must also carry the
 * features Playwright itself disables (its `chromiumSwitches`): `chromiumFeatures.test.ts` fails
 * when a Playwright upgrade disables one this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The omnibox popup's WebUI, preloaded per window (see above). */
export const OMNIBOX_POPUP_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/** The switch the suite's Chromium starts with. */
export const DISABLE_FEATURES_SWITCH = `--disable-features=${[
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...OMNIBOX_POPUP_FEATURES,
].join(',')}`;
