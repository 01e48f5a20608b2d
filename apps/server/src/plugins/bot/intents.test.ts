import { describe, expect, it } from 'vitest';
import { detectIntent } from './intents';

describe('pictures: an offer is the upload form, a question about them is for the knowledge base', () => {
  it.each([
    'can i send you photos of my equipment',
    'i would like to upload images of the damaged unit',
    'hello could you help me i want to share pictures of the damage',
    'so can i send you a picture of the cabinet',
  ])('"%s" offers pictures', (message) => {
    expect(detectIntent(message)).toBe('image-upload');
  });

  it.each([
    'what file types can i attach to the equipment images form',
    'so what file types can i attach to the equipment images form',
    'could you help me is there a picture of the universal cabinet',
    'ok and how big can a photo be when i upload pictures of the unit',
  ])('"%s" asks about them', (message) => {
    expect(detectIntent(message)).toBeNull();
  });
});

describe('asking for a person, a verb mistyped', () => {
  it.each(['is there a human i could cat with', 'can i tlak to an agent', 'i want to speek with a person'])(
    '"%s" asks for a person',
    (message) => {
      expect(detectIntent(message)).toBe('live-agent');
    },
  );

  it('leaves a word no slip makes of such a verb: walking to an agent is no request for one', () => {
    expect(detectIntent('can i walk to the agent desk')).toBeNull();
  });
});
