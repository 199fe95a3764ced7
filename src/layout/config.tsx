/**
 * The ProLayout runtime config (Umi `layout` in app.tsx). Re-evaluated on every render of the
 * layout, so decisions read the current hash path.
 */
import type { RunTimeLayoutConfig } from '@umijs/max';
import { SIDE_MENU_WIDTH } from '@domain/constants';
import { menuKeysFor } from '@domain/kernel/menus';
import ErrorBoundary from '@/components/ErrorBoundary';
import Footer from '@/components/Footer';
import RightContent from '@/components/RightContent';
import TenantLogo from '@/components/TenantLogo';
import UserInfoFailed from '@/components/UserInfoFailed';
import { userInfoLoadFailure } from '@/initialState';
import NoAccessible from '@/pages/NoAccessible';
import NotFound from '@/pages/404';
import { currentHashPath, pathnameOf } from '@/utils/paths';
import { filterMenuByKeys, lastTwoLevels, layoutVisibility } from './rules';

export const buildLayout: RunTimeLayoutConfig = ({ initialState }) => {
  const pathname = pathnameOf(currentHashPath());
  const user = initialState?.currentUser;
  const visible = layoutVisibility(pathname, !user || !!initialState?.failed);
  const menuKeys = new Set<string>(menuKeysFor(user));
  const logoUrl = user?.tenantPageConfig?.logoIconUrl;
  // The user info could not be loaded (not a session problem): the page says so and offers a retry.
  const loadFailure = userInfoLoadFailure(initialState);

  return {
    layout: 'mix',
    siderWidth: SIDE_MENU_WIDTH,
    logo: <TenantLogo url={logoUrl} />,
    // The spec's 160 px menu: slimmer insets so six-character names fit.
    token: { header: { colorBgHeader: '#fff' }, sider: { colorMenuBackground: '#fff', paddingInlineLayoutMenu: 0 } },
    // A role without any menu (spec §6: the customer executor) gets no empty side bar either.
    menuRender: visible.menu && menuKeys.size > 0 ? undefined : false,
    headerRender: visible.header ? undefined : false,
    footerRender: visible.footer ? () => <Footer tenantZhName={user?.tenantPageConfig?.tenantZhName} /> : false,
    // Menus by role (spec §6) on top of route access; breadcrumbs keep the full route data.
    postMenuData: (menuData = []) => filterMenuByKeys(menuData, menuKeys),
    breadcrumbRender: (routes) => lastTwoLevels(routes),
    rightContentRender: () => <RightContent />,
    unAccessible: <NoAccessible />,
    noFound: <NotFound />,
    // A page that fails to load (chunk timeout) gets a reload button; reset when the page changes.
    childrenRender: (dom) => (
      <ErrorBoundary key={pathname}>{loadFailure !== undefined ? <UserInfoFailed message={loadFailure} /> : dom}</ErrorBoundary>
    ),
  };
};
