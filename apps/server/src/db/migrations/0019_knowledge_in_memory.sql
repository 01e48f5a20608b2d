-- The bots' knowledge base is read from its markdown and indexed in memory by every process at start
-- (plugins/bot/retrieval/, docs/decisions/0041-bot-retrieval.md): the tables that held its passages and
-- their full-text vectors have no reader left.
DROP TABLE bot_passages;
DROP TABLE bot_knowledge_versions;
