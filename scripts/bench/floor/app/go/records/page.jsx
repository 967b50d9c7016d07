'use client';
// A record list (the records floor: two MUI X date pickers over a MUI Table) with one answer.
import Records from '../../records/page';
import { Answer } from '../answer';

export default function Page() {
  return (
    <>
      <Answer kind="records" />
      <Records />
    </>
  );
}
