-- Social items and logos managed by News & Events editors.

-- The public order of each kind: ascending position, then id. Existing items keep the order they had
-- (newest first); a new item gets the next value of a descending sequence, so it comes first until an
-- editor moves it. Moves swap two positions, so (kind, position) is unique, checked at commit.
CREATE SEQUENCE social_items_position_seq AS integer INCREMENT BY -1;
ALTER TABLE social_items
  ADD COLUMN position integer,
  -- A YouTube item's 11-character video id: the only part of an editor's link the pages use.
  ADD COLUMN video_id text CHECK (video_id ~ '^[A-Za-z0-9_-]{11}$'),
  -- The image is a file the server stored under DATA_DIR/uploads (removed with its row), not a shipped asset.
  ADD COLUMN is_upload boolean NOT NULL DEFAULT false,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;
UPDATE social_items s SET position = ranked.rank
FROM (
  SELECT id, row_number() OVER (PARTITION BY kind ORDER BY date_created DESC, id DESC) AS rank
  FROM social_items
) ranked
WHERE s.id = ranked.id;
ALTER TABLE social_items
  ALTER COLUMN position SET DEFAULT nextval('social_items_position_seq'),
  ALTER COLUMN position SET NOT NULL;
ALTER SEQUENCE social_items_position_seq OWNED BY social_items.position;
ALTER TABLE social_items
  ADD CONSTRAINT social_items_kind_position UNIQUE (kind, position) DEFERRABLE INITIALLY DEFERRED;

-- The videos written before: their id from the link forms the pages already read.
UPDATE social_items
SET video_id = substring(description FROM
  '^https://(?:www\.|m\.)?(?:youtube\.com/(?:watch\?(?:[^#]*&)?v=|embed/|shorts/|live/|v/)|youtube-nocookie\.com/embed/|youtu\.be/)([A-Za-z0-9_-]{11})(?:[^A-Za-z0-9_-]|$)')
WHERE kind = 'Youtube';
