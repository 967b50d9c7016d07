import type { Lac } from './i18n';

// A small region tree for pservice/province: province → city → county (spec §3 Member).

type Text = readonly [zhCN: string, zhTW: string, en: string];
type Region = { code: string; name: Text; children?: Region[] };

export const REGIONS: Region[] = [
  {
    code: '44', name: ['广东省', '廣東省', 'Guangdong'],
    children: [
      { code: '4401', name: ['广州市', '廣州市', 'Guangzhou'], children: [
        { code: '440103', name: ['荔湾区', '荔灣區', 'Liwan'] },
        { code: '440106', name: ['天河区', '天河區', 'Tianhe'] },
      ] },
      { code: '4403', name: ['深圳市', '深圳市', 'Shenzhen'], children: [
        { code: '440303', name: ['罗湖区', '羅湖區', 'Luohu'] },
        { code: '440305', name: ['南山区', '南山區', 'Nanshan'] },
      ] },
    ],
  },
  {
    code: '33', name: ['浙江省', '浙江省', 'Zhejiang'],
    children: [
      { code: '3301', name: ['杭州市', '杭州市', 'Hangzhou'], children: [
        { code: '330102', name: ['上城区', '上城區', 'Shangcheng'] },
        { code: '330106', name: ['西湖区', '西湖區', 'Xihu'] },
      ] },
    ],
  },
];

function find(list: Region[], code: string): Region | undefined {
  for (const r of list) {
    if (r.code === code) return r;
    const hit = r.children && find(r.children, code);
    if (hit) return hit;
  }
  return undefined;
}

/** The regions under `parent` ("" = provinces), named in the request's language. */
export function regionsUnder(parent: string, lac: Lac) {
  const list = parent ? (find(REGIONS, parent)?.children ?? []) : REGIONS;
  return list.map((r) => ({ code: r.code, name: r.name[lac - 1] }));
}

/** True when the three codes are a province, one of its cities and one of that city's counties. */
export function isRegionPath(province: string, city: string, county: string): boolean {
  const c = find(REGIONS, province)?.children?.find((x) => x.code === city);
  return Boolean(c?.children?.some((x) => x.code === county));
}
