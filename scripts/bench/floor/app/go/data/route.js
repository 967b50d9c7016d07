// The navigation floor's answers (../answer.jsx): one figure per page, at once.
const ANSWERS = { records: { label: 'Records', figure: 20 }, forms: { label: 'Available salary', figure: '125,000.00' } };

export const dynamic = 'force-dynamic';

export function GET(request) {
  return Response.json(ANSWERS[new URL(request.url).searchParams.get('q')] ?? null);
}
