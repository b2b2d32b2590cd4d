/** The help centre's search: every typed word must appear in a topic's title or text (not its markup). */
import { describe, expect, it } from 'vitest';
import { matchingTopics } from '../../src/components/support/help-topics-filter';

const topics = [
  { id: 1, category: 'account', title: 'I forgot my password', content: '<p>Choose <strong>Forgot password</strong>.</p>' },
  { id: 2, category: 'deposit', title: 'How do I deposit?', content: '<p>Open the <em>Deposit</em> page.</p>' },
];

describe('matchingTopics', () => {
  it('keeps every topic for an empty search and no category', () => {
    expect(matchingTopics(topics, '  ', null).map((topic) => topic.id)).toEqual([1, 2]);
  });

  it('needs every word, in any case, in the title or the text', () => {
    expect(matchingTopics(topics, 'FORGOT choose', null).map((topic) => topic.id)).toEqual([1]);
    expect(matchingTopics(topics, 'forgot deposit', null)).toEqual([]);
  });

  it('ignores the markup of the text and narrows to the category', () => {
    expect(matchingTopics(topics, 'strong', null)).toEqual([]);
    expect(matchingTopics(topics, '', 'deposit').map((topic) => topic.id)).toEqual([2]);
  });
});
