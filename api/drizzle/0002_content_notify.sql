-- Public content changes are announced on the content_changed channel, whoever makes them
-- (the seed, an admin tool, a SQL session, another API instance): every API process drops
-- its cached responses and rendered pages when it hears one.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'content_home_hero', 'content_features', 'content_services', 'content_work_methods',
    'content_testimonials', 'content_faqs', 'content_articles', 'content_media', 'content_partners',
    'content_branches', 'content_team_members', 'content_projects', 'content_plans',
    'content_subscriptions', 'content_changelog', 'content_terms', 'content_company', 'groups'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()',
      t || '_notify', t
    );
  END LOOP;
END;
$$;
