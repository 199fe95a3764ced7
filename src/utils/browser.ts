/** The WeChat in-app browser (spec §2): its user agent carries "MicroMessenger". */
export const isWeChatBrowser = (userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean =>
  /MicroMessenger/i.test(userAgent);

/** Hosts where the guide ball lists downloads (build-time GUIDE_HOSTS, comma-separated). */
export function guideHosts(): readonly string[] {
  return typeof GUIDE_HOSTS === 'undefined' ? [] : GUIDE_HOSTS;
}

export function isGuideHost(location: Pick<Location, 'host' | 'hostname'> = window.location): boolean {
  const hosts = guideHosts();
  return hosts.includes(location.hostname) || hosts.includes(location.host);
}
