-- A statement that acts on what an instance has cached (a search run on a cached session, with the account's
-- cached standing and the county's cached settings) may check the counters itself instead of the instance reading
-- them first: lrp_check_caches stops the statement, and so undoes whatever else it wrote, when the counters are no
-- longer the ones the instance read. The server then reads them and runs the request again on fresh reads
-- (src/plugins/cache-check.ts). STABLE: it reads with the statement's own snapshot, the one its writes see.
CREATE FUNCTION lrp_check_caches(expected_sessions bigint, expected_content bigint) RETURNS boolean
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM cache_generations
                 WHERE id = 1 AND sessions = expected_sessions AND content = expected_content) THEN
    RAISE EXCEPTION 'the cached sessions or county content have changed' USING ERRCODE = 'LRPCM';
  END IF;
  RETURN true;
END
$$;
