/**
 * Umi's route preload helper, rewritten to read the route from the hash: run against a page URL,
 * it asks for the chunks of the route in the hash (the login page's under #/login, the layout's
 * and the page's under an in-layout route), and for none when the hash names no known route.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hashRouteHelper } from '../../scripts/umiHashRoutePreload';

/** The shape of Umi's template (templates/routePreloadOnLoad/preloadRouteFilesScp.js), minified as the build writes it. */
const UMI_HELPER = `!function(){var t="/".replace(/([^/])$/,"$1/"),e=location.pathname,n=e.startsWith(t)&&decodeURI("/".concat(e.slice(t.length)));if(n){var m=MAP,r=m.r[n]||(Object.entries(m.r).find(function(e){return new RegExp("^"+e[0].replace(/\\/:[^/]+/g,"/[^/]+")+"$").test(n)})||[])[1];(r||[]).forEach(function(i){var s=document.createElement("script");s.src="/static/"+m.f[i][0];document.head.appendChild(s)})}}();`;
const MAP = JSON.stringify({
  f: [['login.js'], ['layout.js'], ['orders.js'], ['detail.js']],
  r: { '/login': [0], '/financialmanagement/OrderList': [1, 2], '/systemManage/companyDetails/:projectCode': [1, 3] },
});

function requested(url: string): string[] {
  const appended: string[] = [];
  const parsed = new URL(url);
  const document = { head: { appendChild: (node: { src: string }) => appended.push(node.src) }, createElement: () => ({ src: '' }) };
  runInNewContext(hashRouteHelper(UMI_HELPER.replace('MAP', MAP)), { location: { pathname: parsed.pathname, hash: parsed.hash }, document });
  return appended;
}

describe('the route preload helper under hash history', () => {
  it('requests the chunks of the route in the hash, not of the path "/"', () => {
    expect(requested('http://host/#/login')).toEqual(['/static/login.js']);
    expect(requested('http://host/#/financialmanagement/OrderList?page=2')).toEqual(['/static/layout.js', '/static/orders.js']);
    expect(requested('http://host/#/systemManage/companyDetails/P-1')).toEqual(['/static/layout.js', '/static/detail.js']);
  });

  it('requests nothing for an unknown route or an empty hash', () => {
    expect(requested('http://host/#/no-such-page')).toEqual([]);
    expect(requested('http://host/')).toEqual([]);
  });

  it('fails when Umi’s helper no longer reads location.pathname exactly once', () => {
    expect(() => hashRouteHelper('!function(){var e=location.href}();')).toThrow(/preload_helper/);
  });
});
