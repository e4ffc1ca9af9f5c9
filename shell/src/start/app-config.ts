import { getAppConfig, loadAppConfig, type AppConfig } from '@site/shared/config';

/** A shell without its config still renders its chrome (with no remotes) instead of a blank page. */
export async function loadConfigOrDefault(): Promise<AppConfig> {
  try {
    return await loadAppConfig();
  } catch (error) {
    console.error(error);
    return getAppConfig();
  }
}
