-- News and events, case studies and the social panel (docs/product.md §2.3, §2.7).

-- One row per news item, article, press release or case study. The description is sanitised HTML.
-- An item whose publish_at lies in the future is scheduled: public calls never return it.
-- seed_key names a demo item (DEMO_CONTENT), so that seeding inserts it only where missing.
CREATE TABLE feed_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feed_type text NOT NULL CHECK (
    feed_type IN ('News', 'PressRelease', 'Article', 'CaseStudyElectrification', 'CaseStudyDataCenters')
  ),
  heading text NOT NULL CHECK (length(heading) BETWEEN 1 AND 200),
  description text NOT NULL,
  publish_at timestamptz NOT NULL,
  date_created timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  seed_key text UNIQUE
);
CREATE INDEX feed_items_type_publish_at ON feed_items (feed_type, publish_at DESC, id DESC);

-- Images and PDFs of a feed item. media_urladdress is relative to the asset base; is_upload marks a
-- file the server stored under DATA_DIR/uploads (removed with its row), as opposed to a shipped asset.
-- At most one default per item, and only an image can be it (the picture on cards and the detail page).
CREATE TABLE feed_media (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feed_id integer NOT NULL REFERENCES feed_items (id) ON DELETE CASCADE,
  media_type text NOT NULL CHECK (media_type IN ('Image', 'Pdf')),
  media_urladdress text NOT NULL,
  is_default boolean NOT NULL DEFAULT false CHECK (NOT is_default OR media_type = 'Image'),
  is_upload boolean NOT NULL DEFAULT false,
  date_created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feed_media_feed_id ON feed_media (feed_id, id);
CREATE UNIQUE INDEX feed_media_one_default ON feed_media (feed_id) WHERE is_default;

-- The social panel and the funding-news marquee: logos with an outbound link (ExternalLink), YouTube
-- videos and LinkedIn posts. description is the outbound link; media_urladdress an optional image,
-- relative to the asset base.
CREATE TABLE social_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('ExternalLink', 'Youtube', 'LinkedIn')),
  heading text NOT NULL CHECK (length(heading) BETWEEN 1 AND 200),
  description text NOT NULL CHECK (description LIKE 'https://%'),
  media_urladdress text,
  date_created timestamptz NOT NULL DEFAULT now(),
  seed_key text UNIQUE
);
CREATE INDEX social_items_kind_date_created ON social_items (kind, date_created DESC, id DESC);
