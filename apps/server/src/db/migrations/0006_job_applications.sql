-- The careers page's job applications (docs/product.md §2.3, §2.7 JobApply/CreateJobApplication). The CV itself is a
-- file under the data dir (job-applications/<cv_storage_key>); the row keeps its name, type and size.

CREATE TABLE job_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  full_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  job_type text NOT NULL,
  experience text NOT NULL,
  -- The name the applicant's file had, as the download offers it again.
  cv_file_name text NOT NULL,
  -- The type its content shows (PDF, DOC or DOCX), never the one the browser declared.
  cv_content_type text NOT NULL,
  cv_size integer NOT NULL CHECK (cv_size > 0),
  cv_storage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_applications_newest ON job_applications (created_at DESC, id DESC);
CREATE INDEX job_applications_job_type ON job_applications (job_type, created_at DESC, id DESC);
