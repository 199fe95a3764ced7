// @vitest-environment jsdom
/** Layout rules of spec §2: where menu, header and footer show, breadcrumbs, and the menu of each role. */
import './setup';
import { ProLayout } from '@ant-design/pro-components';
import { fireEvent, render, screen } from '@testing-library/react';
import type React from 'react';
import { describe, expect, it } from 'vitest';
import { computeAccess } from '@domain/kernel/access';
import { DEMO_ACCOUNTS } from '@domain/demo';
import { menuKeyPath, menuKeysFor } from '@domain/kernel/menus';
import type { UserInfo } from '@domain/kernel/userInfo';
import { buildLayout } from '@/layout/config';
import { lastTwoLevels, layoutVisibility, menuKeyOf } from '@/layout/rules';
import { NETWORK_ERROR_MESSAGE } from '@/requestErrorConfig';
import { demoUser } from './fixtures';
import { sideMenuFor } from './menuPipeline';
import { setHashPath, setInitialState } from './umiFake';

const userOf = (phone: string): UserInfo => demoUser(phone);
const menuOf = (user: UserInfo | undefined) => sideMenuFor(user, computeAccess(user));
const namesOf = (user: UserInfo | undefined) => menuOf(user).map((entry) => entry.name);
const childrenOf = (user: UserInfo, path: string) =>
  menuOf(user)
    .find((entry) => entry.path === path)
    ?.children?.map((c) => c.name);

describe('layoutVisibility', () => {
  const hidden = { menu: false, header: false, footer: false };
  it.each(['/', '', '/login', '/login/%2FprojectList'])('hides menu, header and footer on %j', (path) => {
    expect(layoutVisibility(path, false)).toEqual(hidden);
  });

  it('hides everything when the initial state failed', () => {
    expect(layoutVisibility('/welcome', true)).toEqual(hidden);
    expect(layoutVisibility('/systemManage', true)).toEqual(hidden);
  });

  it.each(['/gapDisposal/P-1', '/authenticationTest/PROC-1', '/authenticationTest', '/userAgreement', '/rechargeBalance'])(
    'hides only the menu on %s',
    (path) => expect(layoutVisibility(path, false)).toEqual({ menu: false, header: true, footer: true }),
  );

  it.each(['/welcome', '/systemManage', '/projectList/myProject', '/gapDisposalX', '/payment', '/account/info'])('shows everything on %s', (path) =>
    expect(layoutVisibility(path, false)).toEqual({ menu: true, header: true, footer: true }),
  );
});

describe('breadcrumbs', () => {
  it('keep only the last two levels', () => {
    expect(lastTwoLevels([{ title: 'a' }, { title: 'b' }, { title: 'c' }])).toEqual([{ title: 'b' }, { title: 'c' }]);
    expect(lastTwoLevels([{ title: 'a' }])).toEqual([{ title: 'a' }]);
    expect(lastTwoLevels(undefined)).toEqual([]);
  });

  it('the layout config trims what ProLayout computes', () => {
    setHashPath('/projectList/myProject');
    const config = buildLayout({ initialState: { currentUser: userOf('13800000011'), failed: false }, loading: false } as never);
    const render = config.breadcrumbRender as (items: { title: string }[]) => { title: string }[];
    expect(render([{ title: '首页' }, { title: '项目管理' }, { title: '我的项目' }])).toEqual([{ title: '项目管理' }, { title: '我的项目' }]);
  });
});

describe('side menu by role (access, then menus by role)', () => {
  it('the menu key of a path is its first segment', () => {
    expect(menuKeyOf('/projectList/myProject')).toBe('projectList');
    expect(menuKeyOf('/')).toBe('');
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.phone, account.roles.join('+'), account] as const))(
    '%s (%s): top-level entries are exactly the role menu keys',
    (phone) => {
      const user = userOf(phone);
      expect(menuOf(user).map((entry) => entry.path)).toEqual(menuKeysFor(user).map(menuKeyPath));
    },
  );

  it('customer PM, owner and both roles merged', () => {
    expect(namesOf(userOf('13800000021'))).toEqual(['服务列表', '人员管理', '公告通知']);
    expect(namesOf(userOf('13800000022'))).toEqual(['服务列表', '公告通知']);
    expect(namesOf(userOf('13800000041'))).toEqual(['服务列表', '人员管理', '公告通知']);
  });

  it('detail routes never show; a section whose children are all hidden is a plain entry', () => {
    const entry = menuOf(userOf('13800000021')).find((e) => e.path === '/systemManage');
    expect(entry?.children).toBeUndefined();
  });

  it('customer executor, a pending channel tenant and nobody get no menu', () => {
    expect(namesOf(userOf('13800000023'))).toEqual([]);
    expect(namesOf(userOf('13800000015'))).toEqual([]);
    expect(namesOf(undefined)).toEqual([]);
  });

  it('channel manager, sub-manager and owner see their project sub-pages', () => {
    expect(namesOf(userOf('13800000011'))).toEqual([
      '服务市场',
      '项目管理',
      '人员管理',
      '认证项目管理',
      '合作伙伴',
      '权益申请',
      '客户管理',
      '公告通知',
      '客户数字中心',
      '账户中心',
    ]);
    expect(childrenOf(userOf('13800000011'), '/projectList')).toEqual(['我的项目', '资源池', '全部项目']);
    expect(childrenOf(userOf('13800000011'), '/clientDigitalCenter')).toEqual(['智能数据中心', '业务看板', '协同看板', '消费明细']);
    expect(childrenOf(userOf('13800000012'), '/clientDigitalCenter')).toEqual(['智能数据中心', '业务看板', '消费明细']);
    expect(namesOf(userOf('13800000012'))).not.toContain('合作伙伴');
    expect(namesOf(userOf('13800000013'))).toEqual(['服务市场', '项目管理', '公告通知']);
    expect(childrenOf(userOf('13800000013'), '/projectList')).toEqual(['我的项目']);
  });

  it('hTab and closeTabKeys hide entries of a channel manager', () => {
    const user = { ...userOf('13800000011'), closeTabKeys: ['accountEquity', 'collaborationDashboard'] };
    user.tenantPageConfig = { ...user.tenantPageConfig!, hTab: 'project,partnerManage' };
    const names = namesOf(user);
    for (const hiddenName of ['权益申请', '服务市场', '合作伙伴']) expect(names).not.toContain(hiddenName);
    expect(childrenOf(user, '/clientDigitalCenter')).toEqual(['智能数据中心', '业务看板', '消费明细']);
  });

  it('platform manager and sub-platform manager', () => {
    expect(namesOf(userOf('13800000001'))).toEqual([
      '合作伙伴',
      '公告通知',
      '服务管理',
      '服务授权',
      '认证机构管理',
      '用户管理',
      '财务管理',
      '经营指标中心',
      '公告管理',
      '产品开发',
    ]);
    expect(childrenOf(userOf('13800000001'), '/financialmanagement')).toEqual(['订单列表', '对公转账记录', '项目组撤销']);
    expect(namesOf(userOf('13800000002'))).toEqual(['服务管理', '财务管理']);
    expect(childrenOf(userOf('13800000002'), '/financialmanagement')).toEqual(['对公转账记录', '项目组撤销']);
  });

  it('platform delivery and certification bodies', () => {
    // Platform delivery neither buys nor holds equity (issue 35): no 服务市场, no 权益申请.
    expect(namesOf(userOf('13800000003'))).toEqual([
      '项目管理',
      '人员管理',
      '智能排期',
      '认证项目管理',
      '审核员管理',
      '合作伙伴',
      '客户管理',
      '公告通知',
      '平台交付',
    ]);
    expect(childrenOf(userOf('13800000003'), '/projectList')).toEqual(['我的项目']);
    expect(namesOf(userOf('13800000032'))).toEqual(['智能排期', '认证项目管理', '审核员管理']);
    expect(namesOf(userOf('13800000031'))).toEqual(['人员管理', '智能排期', '认证项目管理', '审核员管理']);
  });
});

describe('the layout as rendered by ProLayout', () => {
  const route = {
    path: '/',
    children: [
      { path: '/systemManage', name: '服务列表', icon: null },
      { path: '/personnelManage', name: '人员管理' },
      { path: '/useradministration', name: '用户管理' },
    ],
  };

  /** ProLayout's side bar, the menu's container. */
  const SIDER = '.ant-layout-sider';

  function renderLayout(path: string, user: UserInfo | undefined) {
    setHashPath(path);
    const initialState = user ? { currentUser: user, failed: false } : { failed: true };
    setInitialState(initialState);
    const config = buildLayout({ initialState, loading: false } as never);
    const { rightContentRender, ...props } = config as Record<string, never>;
    return render(
      <ProLayout {...props} disableMobile collapsed={false} rightContentRender={rightContentRender} route={route} location={{ pathname: path }}>
        <div>页面内容</div>
      </ProLayout>,
    );
  }

  it('customer PM: menu filtered by role, user name, tenant and the copyright footer', async () => {
    renderLayout('/systemManage', userOf('13800000021'));
    // The sider is there from the first render; ProLayout fills in its menu after mounting.
    expect(document.querySelector(SIDER)).not.toBeNull();
    expect(await screen.findByText('人员管理')).toBeTruthy();
    expect(screen.getAllByText('服务列表').length).toBeGreaterThan(0);
    expect(screen.queryByText('用户管理')).toBeNull();
    expect(screen.getByText('客户项目经理')).toBeTruthy();
    expect(screen.getByText('© 2025 示例科技有限公司')).toBeTruthy();
    expect(screen.getByText('页面内容')).toBeTruthy();
  });

  it('on /gapDisposal/… the header and footer stay, the menu goes', async () => {
    renderLayout('/gapDisposal/P-1', userOf('13800000021'));
    // No sider at all (menuRender: false), so no menu can appear in it later.
    expect(document.querySelector(SIDER)).toBeNull();
    expect(screen.queryByText('人员管理')).toBeNull();
    expect(screen.getByText('客户项目经理')).toBeTruthy();
    expect(screen.getByText('© 2025 示例科技有限公司')).toBeTruthy();
  });

  it('the customer executor, who has no menu (spec §6), gets no empty side bar on /reportOnline/…', async () => {
    renderLayout('/reportOnline/P-1', userOf('13800000023'));
    expect(document.querySelector(SIDER)).toBeNull();
    expect(screen.getByText('客户执行人')).toBeTruthy();
    expect(screen.getByText('页面内容')).toBeTruthy();
  });

  it('when the initial state failed only the page shows', async () => {
    renderLayout('/welcome', undefined);
    expect(document.querySelector(SIDER)).toBeNull();
    expect(screen.queryByText('服务列表')).toBeNull();
    expect(screen.queryByText(/© 2025/)).toBeNull();
    expect(screen.getByText('页面内容')).toBeTruthy();
  });
});

describe('the layout when the user info failed to load for a reason other than the session', () => {
  const unavailable = { failed: true, failure: { reason: 'unavailable', message: NETWORK_ERROR_MESSAGE } } as const;

  it('hides menu, header and footer and shows the failure with a retry instead of the page', () => {
    setHashPath('/welcome');
    setInitialState(unavailable);
    const config = buildLayout({ initialState: unavailable, loading: false } as never);
    expect(config.menuRender).toBe(false);
    expect(config.headerRender).toBe(false);
    expect(config.footerRender).toBe(false);
    const childrenRender = config.childrenRender as (dom: React.ReactNode) => React.ReactNode;
    render(childrenRender(<div>页面内容</div>));
    expect(screen.getByText('用户信息加载失败')).toBeTruthy();
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeTruthy();
    expect(screen.queryByText('页面内容')).toBeNull();
  });

  it('a logged-in user gets the page itself', () => {
    setHashPath('/welcome');
    const initialState = { currentUser: userOf('13800000021'), failed: false };
    const config = buildLayout({ initialState, loading: false } as never);
    const childrenRender = config.childrenRender as (dom: React.ReactNode) => React.ReactNode;
    render(childrenRender(<div>页面内容</div>));
    expect(screen.getByText('页面内容')).toBeTruthy();
  });
});

describe('tenant logo', () => {
  it('falls back to the default icon when the image fails to load', () => {
    setHashPath('/projectList');
    const user = userOf('13800000011');
    const withLogo = { ...user, tenantPageConfig: { ...user.tenantPageConfig!, logoIconUrl: 'https://cdn.example.com/broken.png' } };
    const config = buildLayout({ initialState: { currentUser: withLogo, failed: false }, loading: false } as never);
    const { container } = render(config.logo as React.ReactNode);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/broken.png');
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('default-logo')).toBeTruthy();
  });

  it('no logo configured: the default icon', () => {
    setHashPath('/projectList');
    const user = userOf('13800000011');
    const noLogo = { ...user, tenantPageConfig: { ...user.tenantPageConfig!, logoIconUrl: '' } };
    const config = buildLayout({ initialState: { currentUser: noLogo, failed: false }, loading: false } as never);
    render(config.logo as React.ReactNode);
    expect(screen.getByTestId('default-logo')).toBeTruthy();
  });
});
