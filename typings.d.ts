import '@umijs/max/typings';

declare global {
  /** Hosts on which the new-user guide ball lists guide downloads (.umirc.ts `define`, env GUIDE_HOSTS). */
  const GUIDE_HOSTS: string[];
}
