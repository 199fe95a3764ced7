/** config/routes.ts agrees with the domain route table (spec §2) and follows Umi's conventions. */
import { describe, expect, it } from 'vitest';
import routes, { type AppRoute } from '../../config/routes';
import { isAccessKey } from '@domain/kernel/access';
import { LEGACY_REDIRECTS, ROUTE_PATTERNS, ROUTE_TABLE, matchRoute } from '@domain/kernel/routes';

function flatten(list: AppRoute[]): AppRoute[] {
  return list.flatMap((route) => [route, ...flatten(route.routes ?? [])]);
}
const all = flatten(routes);
const pages = all.filter((route) => !route.redirect && (route.component || route.routes));
const named = (path: string) => all.find((route) => route.path === path && route.name);

describe('config/routes.ts', () => {
  it.each(ROUTE_PATTERNS)('%s is a route with the table name, access key, layout and menu flag', (pattern) => {
    const rule = ROUTE_TABLE[pattern] as { name: string; access: string | null; noLayout?: boolean; hideInMenu?: boolean };
    const route = named(pattern);
    expect(route, pattern).toBeDefined();
    expect(route!.name).toBe(rule.name);
    expect(route!.access).toBe(rule.access ?? undefined);
    expect(route!.layout).toBe(rule.noLayout ? false : undefined);
    expect(!!route!.hideInMenu).toBe(!!rule.hideInMenu);
  });

  it('every access key is a key of src/access.ts (strict mode denies unknown keys)', () => {
    for (const route of all.filter((r) => r.access)) expect(isAccessKey(route.access!), route.path).toBe(true);
  });

  it('routes inside the layout without their own key are section children or /noAccessible', () => {
    const topLevelWithoutKey = routes.filter((r) => r.layout !== false && !r.access).map((r) => r.path);
    expect(topLevelWithoutKey).toEqual(['/noAccessible']);
  });

  it('each section starts with its redirect or its own page', () => {
    const firstChild = (path: string) => routes.find((r) => r.path === path)!.routes![0];
    expect(firstChild('/account')).toEqual({ path: '/account', redirect: '/account/info' });
    expect(firstChild('/projectList')).toEqual({ path: '/projectList', redirect: '/projectList/myProject' });
    expect(firstChild('/partnerManage')).toEqual({ path: '/partnerManage', redirect: '/partnerManage/channelList' });
    expect(firstChild('/clientDigitalCenter')).toEqual({ path: '/clientDigitalCenter', redirect: '/clientDigitalCenter/smartDataHub' });
    expect(firstChild('/financialmanagement')).toEqual({
      path: '/financialmanagement',
      redirect: '/financialmanagement/manageComponyTransferRecord',
    });
    expect(firstChild('/systemManage')).toEqual({ path: '/systemManage', component: './Projects/SystemManage' });
    expect(firstChild('/serviceManage')).toEqual({ path: '/serviceManage', component: './TenantAdmin/ServiceManage' });
    expect(firstChild('/productDevelopment')).toEqual({ path: '/productDevelopment', component: './Products/ProductDevelopment' });
    expect(firstChild('/bizMetricsHub')).toEqual({ path: '/bizMetricsHub', component: './Metrics/PlatformOverview' });
    expect(firstChild('/announcementManagement')).toEqual({ path: '/announcementManagement', component: './Announcements/AnnouncementManagement' });
  });

  it('every redirect target is a route of the table', () => {
    for (const route of all.filter((r) => r.redirect)) {
      expect(
        ROUTE_PATTERNS.some((pattern) => matchRoute(pattern, route.redirect!.replace(/:\w+/g, 'x'))),
        route.redirect,
      ).toBe(true);
    }
  });

  it('legacy routes redirect outside the layout, with their params', () => {
    for (const [path, target] of Object.entries(LEGACY_REDIRECTS)) {
      expect(routes).toContainEqual({ path, redirect: target, layout: false });
    }
  });

  it('the older routes without a project code lead home rather than to the 404', () => {
    for (const path of ['/assessDisposal', '/assetAssessReturn', '/assessDisposalReturn']) {
      expect(routes).toContainEqual({ path, redirect: '/', layout: false });
    }
  });

  it('every page has a component and sections list children under their own path', () => {
    for (const route of pages.filter((r) => !r.routes)) expect(route.component, route.path).toMatch(/^\.\//);
    for (const section of routes.filter((r) => r.routes)) {
      for (const child of section.routes!) expect(child.path.startsWith(section.path), child.path).toBe(true);
    }
  });

  it('the 404 is last', () => {
    expect(routes.at(-1)).toEqual({ path: '*', component: './404', layout: false });
  });

  it('top-level menu entries have icons', () => {
    for (const route of routes.filter((r) => r.name && !r.hideInMenu && r.layout !== false && r.path !== '/noAccessible')) {
      expect(route.icon, route.path).toMatch(/Outlined$/);
    }
  });
});
