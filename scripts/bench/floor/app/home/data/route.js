// The floor's answers for its dashboard (../page.jsx): what the portal's Home asks for after its
// first paint (three counts, the upgrade deadlines, the income by month), from memory.
const ANSWERS = {
  withdrawals: 3,
  returns: 2,
  promoters: 0,
  deadlines: {
    closing: 12,
    soonest: [['Li Juan', 'm000079', 1], ['Huang Mingchao', 'm000126', 2], ['Chen Yanmin', 'm000179', 2], ['Wu Weifang', 'm000018', 3]].map(([name, account, days]) => ({ name, account, days })),
    all: 76,
  },
  income: [2025, 2026].flatMap((y) => [...Array(12).keys()].map((m) => ({ month: `${y}-${String(m + 1).padStart(2, '0')}`, income: 50_000 + ((m * 37 + y) % 150) * 1000 }))).slice(-6),
};

export const dynamic = 'force-dynamic';

export function GET(request) {
  const what = new URL(request.url).searchParams.get('q');
  return Response.json(ANSWERS[what] ?? null);
}
