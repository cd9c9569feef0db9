import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstCommit } from './AfterFirstCommit';

describe('AfterFirstCommit', () => {
  it('leaves its children out of the commit that mounts the rest of the tree, and mounts them right after', async () => {
    const seenAtFirstCommit: (HTMLElement | null)[] = [];
    function Sibling() {
      useLayoutEffect(() => {
        seenAtFirstCommit.push(screen.queryByText('Bell'));
      }, []);
      return <span>Title</span>;
    }
    render(
      <>
        <Sibling />
        <AfterFirstCommit>
          <span>Bell</span>
        </AfterFirstCommit>
      </>,
    );
    expect(screen.getByText('Title')).toBeInTheDocument();
    expect(seenAtFirstCommit).toEqual([null]);
    expect(await screen.findByText('Bell')).toBeInTheDocument();
  });
});
