/**
 * The room's one listener on the viewer's own upvotes (issue 35): every upvote button of a room
 * shares one collection-group listener, which closes with the last button. Firestore is replaced
 * here; tests/rules/firestore/comments.test.ts holds the query's rule and tests/e2e/comments.test.ts
 * runs the room against the emulators.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Deliver = (snapshot: { docs: { ref: { parent: { parent: { id: string } } } }[] }) => void;
const server = vi.hoisted(() => ({ opened: 0, closed: 0, deliver: [] as Deliver[], queries: [] as unknown[][] }));
vi.mock('@/lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('firebase/firestore', () => ({
  collectionGroup: (_db: unknown, id: string) => `group:${id}`,
  where: (field: string, op: string, value: string) => `${field}${op}${value}`,
  query: (...parts: unknown[]) => parts,
  onSnapshot: (parts: unknown[], onData: Deliver) => {
    server.opened++;
    server.queries.push(parts);
    server.deliver.push(onData);
    return () => server.closed++;
  },
}));

const { useMyUpvote } = await import('./use-my-upvote');

function Button({ id }: { id: string }) {
  const mine = useMyUpvote('e1', id, 'bob');
  return <p>{`${id}:${mine.state === 'ready' ? String(mine.data) : mine.state}`}</p>;
}
const upvoted = (...ids: string[]) => ({ docs: ids.map((id) => ({ ref: { parent: { parent: { id } } } })) });

afterEach(() => {
  Object.assign(server, { opened: 0, closed: 0, deliver: [], queries: [] });
});

describe('useMyUpvote', () => {
  it('one listener for every question of the room, on the viewer’s own upvotes of the event', async () => {
    const view = render(
      <>
        <Button id="q1" />
        <Button id="q2" />
        <Button id="q3" />
      </>,
    );
    expect(server.opened).toBe(1);
    expect(server.queries[0]).toEqual(['group:upvotes', 'uid==bob', 'eventId==e1']);
    expect(screen.getByText('q1:loading')).toBeTruthy();
    await act(async () => server.deliver[0]!(upvoted('q2')));
    expect(screen.getByText('q1:false')).toBeTruthy();
    expect(screen.getByText('q2:true')).toBeTruthy();
    await act(async () => server.deliver[0]!(upvoted('q2', 'q3')));
    expect(screen.getByText('q3:true')).toBeTruthy();
    view.rerender(<Button id="q1" />);
    expect(server.closed).toBe(0);
    view.unmount();
    expect([server.opened, server.closed]).toEqual([1, 1]);
  });
});
