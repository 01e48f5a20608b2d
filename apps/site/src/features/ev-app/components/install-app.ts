/**
 * Makes the EV charger app installable while its screens are open: the manifest's link in the head and its
 * service worker (public/admin/ev-app-sw.js, which handles the app's screens only). Other pages get neither.
 */
export function offerInstall(): void {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/ev-app.webmanifest';
    document.head.append(link);
  }
  if ('serviceWorker' in navigator)
    navigator.serviceWorker.register('/admin/ev-app-sw.js', { scope: '/admin/' }).catch((error: unknown) => {
      console.warn('The EV charger app works online only: its service worker did not register.', error);
    });
}
