-- Page tags read by every public page (docs/product.md §1.7 Seo/GetSeoDataByName).
CREATE TABLE seo_entries (
  page_name text PRIMARY KEY,
  title text NOT NULL,
  meta_keyword text NOT NULL,
  meta_description text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
