"""Sessions and settings saved locally: crash-safe journals, versioned files, platformdirs."""

from tarokdesk.store.files import SaveError, SessionBusy, StoreError
from tarokdesk.store.paths import config_dir, data_dir
from tarokdesk.store.sessions import SessionStore, StoredSession
from tarokdesk.store.settings import Settings

__all__ = ["SaveError", "SessionBusy", "SessionStore", "Settings", "StoreError", "StoredSession",
           "config_dir", "data_dir"]
