/**
 * Where an Android package of the shop can be downloaded: `VITE_ANDROID_DOWNLOAD_URL` at build time,
 * else none (`null`): the user tools then offer only "Install the app" (the installable web app),
 * never a link to nothing.
 */
export const ANDROID_DOWNLOAD_URL: string | null =
  (import.meta.env.VITE_ANDROID_DOWNLOAD_URL as string | undefined) || null;
