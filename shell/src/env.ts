/** Build-time values, injected by the shared webpack helper (DefinePlugin). */
export const BUILD_ID: string = process.env.SHELL_BUILD_ID ?? '';
