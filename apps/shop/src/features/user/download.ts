/**
 * Where "download Android version" of the user tools leads: `VITE_ANDROID_DOWNLOAD_URL` at build
 * time, else the app's own `/download/bazaar-android.apk` (where an operator puts the package).
 */
export const ANDROID_DOWNLOAD_URL: string =
  (import.meta.env.VITE_ANDROID_DOWNLOAD_URL as string | undefined) ||
  '/download/bazaar-android.apk';
