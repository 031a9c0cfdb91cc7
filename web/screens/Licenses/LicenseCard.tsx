// One licence in the overview: its kind, description and period, the expiry warning for its managers (document 2
// §2.10: expired below 0 days, soon below 10), the manager's demo student (not for the publisher's licences) and its
// seats. A seat holder who does not manage the licence sees only that they have a place in it.
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LicenseCard_license$key } from '../../__generated__/LicenseCard_license.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useShell } from '../../components/ShellContext.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useCreateDemoStudentMutation } from '../../mutations/useCreateDemoStudentMutation.ts';
import { SeatTable } from './SeatTable.tsx';
import { LICENSES_TEXT as T, licenseTypeText } from './licensesText.ts';

export function LicenseCard({ license, compact }: { license: LicenseCard_license$key; compact: boolean }) {
  const data = useFragment(
    graphql`
      fragment LicenseCard_license on License @argumentDefinitions(onlyStudents: { type: "Boolean", defaultValue: false }) {
        id
        type
        description
        begin
        end
        isActive
        canManage
        allowsDemoStudents
        expiry {
          expired
          text
        }
        myDemoStudent {
          id
          email
        }
        groups {
          id
          name
          studentCount
        }
        ...SeatTable_license @arguments(onlyStudents: $onlyStudents)
      }
    `,
    license,
  );
  const titleId = useId();
  const [seatsVersion, setSeatsVersion] = useState(0);
  const typeText = licenseTypeText(data.type);
  // The groups whose students the viewer may count (those they teach), each with its students.
  const groups = data.groups.filter((g) => g.studentCount != null);
  return (
    <section className="card license-card" aria-labelledby={titleId}>
      <header className="license-header">
        <h2 id={titleId}>{data.description || typeText}</h2>
        {!data.isActive && <span className="badge badge-inactive">{T.inactive}</span>}
      </header>
      <dl className="license-facts">
        <div>
          <dt>{T.type}</dt>
          <dd>{typeText}</dd>
        </div>
        <div>
          <dt>{T.period}</dt>
          <dd>{T.periodText(data.begin as string, data.end as string)}</dd>
        </div>
        {groups.length > 0 && (
          <div>
            <dt>{T.groups}</dt>
            <dd>{groups.map((g) => T.groupStudents(g.name, g.studentCount!)).join(', ')}</dd>
          </div>
        )}
      </dl>
      {data.expiry && <Alert kind={data.expiry.expired ? 'error' : 'warning'} title={data.expiry.text} />}
      {data.canManage ? (
        <>
          <DemoStudent licenseId={data.id} allowed={data.allowsDemoStudents} demo={data.myDemoStudent} onCreated={() => setSeatsVersion((v) => v + 1)} />
          <SeatTable license={data} name={data.description || typeText} compact={compact} version={seatsVersion} />
        </>
      ) : (
        <p className="muted">{T.notManaging}</p>
      )}
    </section>
  );
}

function DemoStudent({ licenseId, allowed, demo, onCreated }: { licenseId: string; allowed: boolean; demo: { email: string | null | undefined } | null | undefined; onCreated(): void }) {
  const [create, creating] = useCreateDemoStudentMutation();
  const { refreshViewer } = useShell();
  const toast = useToast();
  const titleId = useId();
  const notice = useRef<HTMLParagraphElement>(null);
  const created = useRef(false);
  // The button gives way to the sentence naming the new demo student: focus follows it instead of dropping to the page.
  useEffect(() => {
    if (!demo || !created.current) return;
    created.current = false;
    notice.current?.focus();
  }, [demo]);
  const onCreate = async () => {
    let result: Awaited<ReturnType<typeof create>>;
    try {
      result = await create(licenseId);
    } catch {
      toast(T.failed, 'error');
      return;
    }
    if (result.__typename !== 'CreateDemoStudentSuccess') {
      toast(('message' in result && result.message) || T.failed, 'error');
      return;
    }
    // Made: the table shows the new seat, and the user menu offers the switch to it once the shell has the news (when
    // that refresh fails the menu catches up on the next page; the demo student exists either way).
    created.current = true;
    onCreated();
    toast(T.demoCreated(result.seat?.email ?? ''), 'success');
    await refreshViewer().catch(() => {});
  };
  return (
    <section className="license-demo" aria-labelledby={titleId}>
      <h3 id={titleId}>{T.demoTitle}</h3>
      {!allowed ? (
        <p className="muted">{T.demoPublisher}</p>
      ) : demo ? (
        <p ref={notice} tabIndex={-1}>
          {T.demoExists(demo.email ?? '')} {T.demoSwitch}
        </p>
      ) : (
        <div className="license-demo-create">
          <p>{T.demoIntro}</p>
          <Button variant="secondary" loading={creating} onClick={() => void onCreate()}>
            {T.demoCreate}
          </Button>
        </div>
      )}
    </section>
  );
}
